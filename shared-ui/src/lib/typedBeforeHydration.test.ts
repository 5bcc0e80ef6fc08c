import { createRef } from 'react';
import { typedBeforeHydration } from './typedBeforeHydration';

function control(serverValue: string, onScreen: string) {
  const ref = createRef<HTMLInputElement>() as { current: HTMLInputElement | null };
  const input = document.createElement('input');
  input.defaultValue = serverValue;
  input.value = onScreen;
  ref.current = input;
  return ref;
}

it('names only the fields whose value differs from what the server wrote', () => {
  expect(
    typedBeforeHydration({ length: control('', '5'), width: control('', ''), wastage: control('10', '15') }),
  ).toEqual({ length: '5', wastage: '15' });
});

it('is null when nothing was typed, or the fields are not in the document', () => {
  expect(typedBeforeHydration({ length: control('', ''), wastage: control('10', '10') })).toBeNull();
  expect(typedBeforeHydration({ length: { current: null } })).toBeNull();
});

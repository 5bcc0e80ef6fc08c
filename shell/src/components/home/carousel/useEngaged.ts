import { useState, type FocusEvent } from 'react';

/**
 * Whether the pointer is over, or keyboard focus inside, an element: rotating content must hold
 * still while someone is reading or operating it (WAI-ARIA carousel pattern).
 */
export function useEngaged() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return {
    engaged: hovered || focused,
    handlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}

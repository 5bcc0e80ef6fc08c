import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { catalogIn, LangProvider, sharedText, siteConfig, type Lang } from '@ecopanel/shared-ui';
import ContactPage from '../exposes/ContactPage';
import { catalog } from '../i18n/catalog';
import { MIN_FILL_MS } from '../lib/botCheck';
import { fakeEmailApi } from '../test/emailApi';

// As the shell's start does before hydrating: the page's language loaded first (useT suspends).
beforeAll(() =>
  Promise.all([
    catalogIn(catalog, 'si'),
    catalogIn(catalog, 'ta'),
    catalogIn(sharedText, 'si'),
    catalogIn(sharedText, 'ta'),
  ]),
);

let api: ReturnType<typeof fakeEmailApi>;
beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
  localStorage.clear();
  api = fakeEmailApi();
});
afterEach(() => jest.useRealTimers());

const at = (lang: Lang) =>
  render(
    <LangProvider value={lang}>
      <MemoryRouter initialEntries={['/contact']}>
        <ContactPage />
      </MemoryRouter>
    </LangProvider>,
  );

// What a Sinhala and a Tamil visitor read: the form's labels, what an empty send says, the success.
const TEXT = {
  si: {
    title: 'මිල ගණන් ඉල්ලන්න',
    email: 'විද්‍යුත් තැපැල් ලිපිනය',
    mobile: 'ජංගම දුරකථන අංකය',
    message: 'පණිවිඩය',
    send: 'ඉල්ලීම යවන්න',
    emailMissing: 'කරුණාකර ඔබගේ විද්‍යුත් තැපැල් ලිපිනය ඇතුළත් කරන්න.',
    hours: 'සඳුදා සිට සිකුරාදා දක්වා, පෙ.ව. 8.30 සිට ප.ව. 5.30 දක්වා',
    success: 'ඔබගේ මිල ගණන් ඉල්ලීම සාර්ථකව යොමු කරන ලදී. ඉක්මනින් ඔබට විද්‍යුත් තැපෑලෙන් මිල ගණන් ලැබෙනු ඇත!',
  },
  ta: {
    title: 'விலைப்புள்ளி கோருங்கள்',
    email: 'மின்னஞ்சல் முகவரி',
    mobile: 'கைபேசி இலக்கம்',
    message: 'செய்தி',
    send: 'கோரிக்கையை அனுப்புங்கள்',
    emailMissing: 'தயவுசெய்து உங்கள் மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்.',
    hours: 'திங்கள் முதல் வெள்ளி வரை, காலை 8.30 முதல் மாலை 5.30 வரை',
    success: 'உங்கள் விலைப்புள்ளிக் கோரிக்கை வெற்றிகரமாகச் சமர்ப்பிக்கப்பட்டது. விரைவில் மின்னஞ்சல் மூலம் விலைப்புள்ளியைப் பெறுவீர்கள்!',
  },
};

describe.each(['si', 'ta'] as const)('in %s', (lang) => {
  const text = TEXT[lang];
  const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it('names the page, the form and its fields in the page’s language, marked as no other', () => {
    at(lang);
    const h1 = screen.getByRole('heading', { level: 1, name: text.title });
    expect(h1.closest('[lang]')).toBeNull();
    expect(document.title).toBe(`EcoPanel | ${text.title}`);
    expect(screen.getByRole('textbox', { name: text.email })).toBeRequired();
    expect(screen.getByRole('textbox', { name: text.mobile })).toBeRequired();
    expect(screen.getByRole('textbox', { name: text.message })).toBeRequired();
    expect(screen.queryByText('Send us your requirements')).toBeNull();
    // The office hours, from the same settings as the English, in the page's language: all three places.
    const page = document.body.textContent ?? '';
    expect(page.split(text.hours)).toHaveLength(4);
    expect(page).not.toContain(siteConfig.officeHours);
  });

  it('an empty send is stopped with the problem said under the field and in the browser’s bubble', async () => {
    at(lang);
    await user().click(screen.getByRole('button', { name: text.send }));
    const email = screen.getByRole('textbox', { name: text.email }) as HTMLInputElement;
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(text.emailMissing);
    expect(email.validationMessage).toBe(text.emailMissing);
    expect(api.requests).toEqual([]);
    // Typing clears it: the field is no longer held invalid by the message.
    await user().type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email.validationMessage).not.toBe(text.emailMissing);
  });

  it('says the request went in the page’s language, in green, and sends what was typed', async () => {
    const u = user();
    at(lang);
    await u.type(screen.getByRole('textbox', { name: text.email }), 'nimal@example.lk');
    await u.type(screen.getByRole('textbox', { name: text.mobile }), '077 123 4567');
    await u.type(screen.getByRole('textbox', { name: text.message }), 'Kandy, 450 sq ft');
    act(() => jest.advanceTimersByTime(MIN_FILL_MS));
    await u.click(screen.getByRole('button', { name: text.send }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text.success));
    expect(screen.getByRole('status')).toHaveClass('success');
    // What was typed, after the line that tells the company which language to reply in.
    const name = lang === 'si' ? 'Sinhala' : 'Tamil';
    expect(api.requests.map((r) => r.body.template_params.message)).toEqual([
      `Language: ${name} (${lang}). Please reply in ${name}.\n\nKandy, 450 sq ft`,
    ]);
  });
});

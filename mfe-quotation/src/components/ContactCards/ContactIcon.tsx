import type { ContactCard } from '../../data/contactCards';

// Simple outline glyphs drawn inline: no icon font, no extra request, decorative only.
const PATHS: Record<ContactCard['id'], string> = {
  location: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  hotline:
    'M6.6 3.5h2.6l1.4 4.2-1.9 1.3a11.6 11.6 0 0 0 6.3 6.3l1.3-1.9 4.2 1.4v2.6a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2Z',
  email: 'M3.5 6.5h17v11h-17zm0 0 8.5 6.5 8.5-6.5',
};

export function ContactIcon({ id, className }: { id: ContactCard['id']; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={PATHS[id]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}

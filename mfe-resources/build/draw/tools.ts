import { esc, FONT, svgDoc } from '@ecopanel/build-tools/images';

const INK = '#12372a';
const STEEL = '#8a969c';
const HANDLE = '#d9822b';

/** Each tool drawn in a 200 x 140 box, centred on (100, 70). */
const icons: Record<string, string> = {
  'Measuring tape': `<rect x="45" y="25" width="80" height="80" rx="16" fill="#f2c14e" stroke="${INK}" stroke-width="4"/><circle cx="85" cy="65" r="18" fill="#fff" stroke="${INK}" stroke-width="4"/><rect x="125" y="88" width="50" height="14" fill="#f7e7a8" stroke="${INK}" stroke-width="3"/><path d="M135 88v7M145 88v5M155 88v7M165 88v5" stroke="${INK}" stroke-width="2"/>`,
  'Spirit level': `<rect x="20" y="52" width="160" height="36" rx="6" fill="#3f7d4f" stroke="${INK}" stroke-width="4"/><rect x="80" y="60" width="40" height="20" rx="10" fill="#dff3c4" stroke="${INK}" stroke-width="3"/><circle cx="100" cy="70" r="6" fill="#9ccf5a"/><path d="M92 60v20M108 60v20" stroke="${INK}" stroke-width="2"/>`,
  'Fine-tooth saw': `<path d="M30 60 L150 60 L150 95 L40 95 Z" fill="#cfd6da" stroke="${INK}" stroke-width="4"/><path d="M40 95 ${Array.from({ length: 11 }, () => `l5 6 l5 -6`).join(' ')}" fill="none" stroke="${INK}" stroke-width="2"/><path d="M150 50 h30 a8 8 0 0 1 8 8 v36 a8 8 0 0 1 -8 8 h-30 z" fill="${HANDLE}" stroke="${INK}" stroke-width="4"/><rect x="160" y="66" width="18" height="20" rx="6" fill="#fff"/>`,
  'Utility knife': `<path d="M40 80 L140 60 L170 70 L140 88 Z" fill="#f2c14e" stroke="${INK}" stroke-width="4"/><path d="M140 60 L185 52 L170 70 Z" fill="#e6ebee" stroke="${INK}" stroke-width="3"/><path d="M60 80 l60 -12" stroke="${INK}" stroke-width="2"/>`,
  'Cordless drill and driver': `<path d="M40 40 h90 a18 18 0 0 1 0 36 h-90 z" fill="${HANDLE}" stroke="${INK}" stroke-width="4"/><rect x="148" y="52" width="36" height="12" fill="${STEEL}" stroke="${INK}" stroke-width="3"/><path d="M70 76 l-10 44 h30 l10 -44" fill="#404b52" stroke="${INK}" stroke-width="4"/><rect x="50" y="112" width="50" height="18" rx="4" fill="#404b52" stroke="${INK}" stroke-width="3"/>`,
  'Hole saw': `<circle cx="100" cy="72" r="44" fill="#e6ebee" stroke="${INK}" stroke-width="4"/><circle cx="100" cy="72" r="34" fill="#fff" stroke="${STEEL}" stroke-width="3"/><path d="${Array.from(
    { length: 24 },
    (_, i) => {
      const a = (i / 24) * Math.PI * 2;
      return `M${100 + Math.cos(a) * 44} ${72 + Math.sin(a) * 44} L${100 + Math.cos(a + 0.12) * 50} ${72 + Math.sin(a + 0.12) * 50}`;
    },
  ).join(
    ' ',
  )}" stroke="${INK}" stroke-width="3"/><rect x="95" y="40" width="10" height="64" fill="${STEEL}" stroke="${INK}" stroke-width="2"/>`,
  'Staple gun': `<path d="M40 70 h110 v24 h-110 z" fill="#c4302b" stroke="${INK}" stroke-width="4"/><path d="M60 70 q40 -50 90 -20 v20" fill="none" stroke="${INK}" stroke-width="8" stroke-linecap="round"/><path d="M150 94 h20 v10 h-20z" fill="${STEEL}" stroke="${INK}" stroke-width="3"/>`,
  'Set square and pencil': `<path d="M35 110 V30 L115 110 Z" fill="#bfe3f5" stroke="${INK}" stroke-width="4"/><path d="M50 95 V65 L80 95 Z" fill="#fff" stroke="${INK}" stroke-width="2"/><path d="M130 110 L170 40 L180 46 L140 116 Z" fill="#f2c14e" stroke="${INK}" stroke-width="3"/><path d="M130 110 l10 6 l-12 6 z" fill="#3a3a3a"/>`,
  'Safety glasses': `<path d="M30 60 h140" stroke="${INK}" stroke-width="5"/><rect x="35" y="55" width="58" height="40" rx="16" fill="#bfe3f5" stroke="${INK}" stroke-width="4"/><rect x="107" y="55" width="58" height="40" rx="16" fill="#bfe3f5" stroke="${INK}" stroke-width="4"/><path d="M93 70 q7 -8 14 0" fill="none" stroke="${INK}" stroke-width="4"/>`,
};

/**
 * The installation page's tools diagram: every tool the guide needs, drawn and labelled on a grid,
 * under a title. Unknown tool names get a plain box so the list and the drawing never disagree.
 */
export function toolsDiagram({ width, height, tools }: { width: number; height: number; tools: string[] }): string {
  const cols = 3;
  const rows = Math.ceil(tools.length / cols);
  const top = height * 0.14;
  const cellW = width / cols;
  const cellH = (height - top) / rows;
  const scale = Math.min(cellW / 240, cellH / 200);
  const cells = tools
    .map((tool, i) => {
      const cx = (i % cols) * cellW + cellW / 2;
      const cy = top + Math.floor(i / cols) * cellH + cellH / 2;
      const icon =
        icons[tool] ??
        `<rect x="40" y="30" width="120" height="80" rx="8" fill="#e6ebee" stroke="${INK}" stroke-width="4"/>`;
      return `<g transform="translate(${cx - 100 * scale} ${cy - 88 * scale}) scale(${scale})">
        <rect x="-10" y="-8" width="220" height="196" rx="18" fill="#fff" stroke="#d5ded8" stroke-width="2"/>
        ${icon}
        <text x="100" y="170" text-anchor="middle" font-family="${FONT}" font-size="17" font-weight="bold" fill="${INK}">${esc(tool)}</text>
      </g>`;
    })
    .join('');
  const body = `
    <rect width="${width}" height="${height}" fill="#f4f7f5"/>
    <text x="${width / 2}" y="${height * 0.085}" text-anchor="middle" font-family="${FONT}" font-size="${Math.round(height * 0.05)}" font-weight="bold" fill="${INK}">Tools for installing UPVC ceiling panels</text>
    ${cells}`;
  return svgDoc(width, height, body);
}

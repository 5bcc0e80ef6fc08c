/** The PDFs the build generates (shell/build/PdfPlugin.ts), served as static files beside the shell. */
export interface Download {
  file: string;
  label: string;
  /** What the document holds, shown under the button. */
  description: string;
}

export const BROCHURE: Download = {
  file: 'downloads/ecopanel-brochure.pdf',
  label: 'Download Brochure',
  description: 'The panel range, sizes, specifications and benefits (PDF)',
};

export const WARRANTY: Download = {
  file: 'downloads/ecopanel-warranty-installation.pdf',
  label: 'Download Warranty & Installation Guide',
  description: 'Warranty terms, installation steps and care (PDF)',
};

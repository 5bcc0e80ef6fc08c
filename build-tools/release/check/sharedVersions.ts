import path from 'node:path';
import { appNamed } from '../../apps';
import { installedVersions } from '../../shared';

export { appNamed };

const SHELL_DIR = path.resolve(__dirname, '..', '..', '..', 'shell');

/** The version of each shared singleton the shell provides: the one installed where the shell builds. */
export const shellSharedVersions = (): Record<string, string> => installedVersions(SHELL_DIR);

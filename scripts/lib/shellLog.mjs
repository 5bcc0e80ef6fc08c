// The shell server's log as a person at a terminal reads it.

/**
 * What `npm start` shows of the shell server's log (one JSON object a line, `severity` and
 * `message`): its warnings and errors, as plain text; `SHELL_LOG=1` shows every line.
 */
export function shellLogFilter({ all = Boolean(process.env.SHELL_LOG), print = console.log } = {}) {
  return (line) => {
    if (!line.trim()) return;
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      print(line); // not the log's format: as it is
      return;
    }
    if (typeof entry !== 'object' || entry === null || typeof entry.severity !== 'string') {
      print(line);
      return;
    }
    if (!all && entry.severity !== 'WARNING' && entry.severity !== 'ERROR') return;
    const about = ['remote', 'release', 'route']
      .filter((key) => entry[key] !== undefined && entry[key] !== '')
      .map((key) => `${key}=${entry[key]}`);
    print(`[${entry.severity.toLowerCase()}] ${entry.message}${about.length ? ` (${about.join(', ')})` : ''}`);
  };
}

/**
 * Renders that had to be ended (a remote's code that never finishes): every page of that release
 * is answered without rendering it (its last good page, or the skeleton) for a minute instead of
 * trying again, since each try costs a thread spinning a core. A new release of the remote is
 * tried at once; the held release again after the minute.
 */
export class StuckRenders {
  private readonly pages = new Map<string, number>();
  private readonly releases = new Map<string, { count: number; until: number }>();

  constructor(
    private readonly holdMs = 60_000,
    private readonly now: () => number = Date.now,
    private readonly pagesToHoldRelease = 1,
  ) {}

  record(releaseKey: string, pathname: string): void {
    const until = this.now() + this.holdMs;
    if (this.pages.size > 1000) this.pages.clear();
    this.pages.set(`${releaseKey} ${pathname}`, until);
    const release = this.releases.get(releaseKey);
    this.releases.set(releaseKey, { count: (release && release.until > this.now() ? release.count : 0) + 1, until });
  }

  isHeld(releaseKey: string, pathname: string): boolean {
    const now = this.now();
    const release = this.releases.get(releaseKey);
    if (release && release.until > now && release.count >= this.pagesToHoldRelease) return true;
    return (this.pages.get(`${releaseKey} ${pathname}`) ?? 0) > now;
  }
}

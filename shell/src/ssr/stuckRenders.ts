/**
 * Renders that had to be ended (a remote's code that never finishes): their page is answered
 * without the remote's part for a while instead of trying again, and after two such pages of one
 * release, every page of that release is. A new release of the remote is tried at once.
 */
export class StuckRenders {
  private readonly pages = new Map<string, number>();
  private readonly releases = new Map<string, { count: number; until: number }>();

  constructor(
    private readonly holdMs = 60_000,
    private readonly now: () => number = Date.now,
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
    if (release && release.until > now && release.count >= 2) return true;
    return (this.pages.get(`${releaseKey} ${pathname}`) ?? 0) > now;
  }
}

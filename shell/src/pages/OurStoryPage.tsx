import { PageMeta } from 'shared-ui';

/** Our Story (full content: issue #3). */
export function OurStoryPage() {
  return (
    <>
      <PageMeta
        title="Our Story"
        description="How we make sustainable UPVC ceiling and wall panels in Sri Lanka, and the people behind them."
        path="/our-story"
      />
      <h1>Our Story</h1>
      <p>Fifteen years of making sustainable UPVC ceiling and wall panels in Sri Lanka.</p>
    </>
  );
}

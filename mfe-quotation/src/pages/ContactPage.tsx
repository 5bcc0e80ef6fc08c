import { PageMeta, ScaffoldSection } from 'shared-ui';

export function ContactPage() {
  return (
    <>
      <PageMeta title="Request a Quotation" description="Ask for a free quotation for UPVC ceiling and wall panels." path="/contact" />
      <ScaffoldSection remote="quotation" heading="Request a Quotation" />
    </>
  );
}

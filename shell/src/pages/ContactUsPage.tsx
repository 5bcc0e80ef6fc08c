import { PageMeta } from 'shared-ui';

/** The spec's /contact-us is an empty page: only the shared frame and its heading. */
export function ContactUsPage() {
  return (
    <>
      <PageMeta
        title="Contact Us"
        description="Contact our team about UPVC ceiling and wall panels."
        path="/contact-us"
      />
      <h1>Contact Us</h1>
    </>
  );
}

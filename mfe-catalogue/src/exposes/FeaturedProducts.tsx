import { ScaffoldSection } from 'shared-ui';

export default function FeaturedProducts() {
  return <ScaffoldSection remote="catalogue" heading="Our Exclusive and Premium Products" />;
}

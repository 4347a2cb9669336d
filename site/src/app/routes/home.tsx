import { ClientsSection } from '../../features/clients/components/clients-section';
import { useContent } from '../../features/content/api/get-content';
import { CtaSection } from '../../features/cta/components/cta-section';
import { FaqSection } from '../../features/faq/components/faq-section';
import { Hero } from '../../features/hero/components/hero';
import { PortfolioSection } from '../../features/portfolio/components/portfolio-section';
import { PricingSection } from '../../features/pricing/components/pricing-section';
import { ProcessSection } from '../../features/process/components/process-section';
import { HelpSection } from '../../features/services/components/help-section';
import { StatsSection } from '../../features/stats/components/stats-section';
import { TeamSection } from '../../features/team/components/team-section';
import { TestimonialsSection } from '../../features/testimonials/components/testimonials-section';
import { PageMeta } from '../../lib/page-meta';

const description =
  'Strategic short-form, long-form and ad video editing that helps busy business owners, creators and YouTubers grow and sell. Book a discovery call.';

/** The home page: the spec's sections in the spec's order, from the CMS content. */
export default function HomeRoute() {
  const { data: content, isError } = useContent();
  return (
    <>
      <PageMeta title="Video editing for busy business owners" description={description} />
      {content ? (
        <>
          <Hero hero={content.hero} />
          <StatsSection stats={content.stats} />
          <ProcessSection cards={content.processCards} />
          <HelpSection cards={content.helpCards} />
          <FaqSection entries={content.faq} />
          <PortfolioSection portfolio={content.portfolio} />
          <ClientsSection clients={content.clients} />
          <PricingSection />
          <TestimonialsSection testimonials={content.testimonials} />
          <CtaSection cta={content.cta} />
          <TeamSection />
        </>
      ) : (
        <p role={isError ? 'alert' : 'status'} css={{ textAlign: 'center', padding: '96px 16px' }}>
          {isError ? 'This page could not be loaded. Please refresh to try again.' : 'Loading...'}
        </p>
      )}
    </>
  );
}

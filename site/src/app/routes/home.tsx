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
import { HydrateLater, WhenVisible } from '../when-visible';

const description =
  'Strategic short-form, long-form and ad video editing that helps busy business owners, creators and YouTubers grow and sell. Book a discovery call.';

/**
 * The home page: the spec's sections in the spec's order, from the CMS content. Below the hero,
 * each section comes to life as it nears the viewport (WhenVisible): the first hydration stays small.
 */
export default function HomeRoute() {
  const { data: content, isError } = useContent();
  return (
    <>
      <PageMeta title="Video editing for busy business owners" description={description} />
      {content ? (
        <>
          <HydrateLater>
            <Hero hero={content.hero} />
          </HydrateLater>
          <WhenVisible>
            <StatsSection stats={content.stats} />
          </WhenVisible>
          <WhenVisible>
            <ProcessSection cards={content.processCards} />
          </WhenVisible>
          <WhenVisible>
            <HelpSection cards={content.helpCards} />
          </WhenVisible>
          <WhenVisible>
            <FaqSection entries={content.faq} />
          </WhenVisible>
          <WhenVisible>
            <PortfolioSection portfolio={content.portfolio} />
          </WhenVisible>
          <WhenVisible>
            <ClientsSection clients={content.clients} />
          </WhenVisible>
          <WhenVisible>
            <PricingSection />
          </WhenVisible>
          <WhenVisible>
            <TestimonialsSection testimonials={content.testimonials} />
          </WhenVisible>
          <WhenVisible>
            <CtaSection cta={content.cta} />
          </WhenVisible>
          <WhenVisible>
            <TeamSection />
          </WhenVisible>
        </>
      ) : (
        <p role={isError ? 'alert' : 'status'} css={{ textAlign: 'center', padding: '96px 16px' }}>
          {isError ? 'This page could not be loaded. Please refresh to try again.' : 'Loading...'}
        </p>
      )}
    </>
  );
}

import { Link } from 'react-router-dom';

import { ProsePage } from '../../components/ui/prose-page';
import { paths } from '../../config/routes';
import { brand, PageMeta } from '../../lib/page-meta';

/** The terms of services (spec §9): delivery times, revisions, liability, age and governing law. */
export default function TermsRoute() {
  return (
    <ProsePage title="Terms of Services" intro="Last updated: 1 November 2026">
      <PageMeta title="Terms of Services" description={`The terms that apply when you order video editing from ${brand}: delivery times, revisions, fees, liability and governing law.`} />
      <p>
        These Terms of Services (the &ldquo;Terms&rdquo;) form an agreement between you (&ldquo;you&rdquo;, the &ldquo;Client&rdquo;) and {brand} (&ldquo;we&rdquo;, &ldquo;us&rdquo;) for the
        video editing, thumbnail design and related services we provide (the &ldquo;Services&rdquo;). By booking a call, buying a package or sending us footage you accept these Terms. If you
        do not accept them, please do not use the Services.
      </p>

      <h2>1. Eligibility</h2>
      <p>
        You must be at least 18 years old to order the Services or to submit content to us. By submitting content you confirm that you are 18 or older and that you may enter into this
        agreement for yourself or for the business you represent.
      </p>

      <h2>2. Orders and packages</h2>
      <p>
        Each package lists its price, its price basis (per month or per video) and what it includes. Prices are in US$ USD. A project starts when payment is received and we have the footage
        and brief we need. A one-video project is available instead of a free trial.
      </p>

      <h2>3. Delivery times</h2>
      <p>Delivery times run in business days (Monday to Friday, excluding US federal holidays), from the day we have your complete footage and brief:</p>
      <ul>
        <li>First draft of a long-format video: within 3-5 business days.</li>
        <li>First draft of a short-format video: within 2 business days.</li>
        <li>Thumbnails: within 2 business days.</li>
        <li>Final version after a revision request: within 1 business day.</li>
      </ul>
      <p>Emergency delivery may be available on request and may carry an extra charge that we agree with you before we start.</p>

      <h2>4. Revisions</h2>
      <p>
        Each delivery includes 2 revisions. A revision is one consolidated list of changes to the delivered draft. Revisions beyond the two included, and changes that depart from the
        approved brief, are charged as an extra fee that we quote before doing the work.
      </p>

      <h2>5. Your content</h2>
      <p>
        You keep all rights in the footage, music, logos and other material you send us (&ldquo;Your Content&rdquo;) and grant us a limited licence to use it only to provide the Services. You
        confirm that you own Your Content or have permission to use it, and that it does not infringe anyone&apos;s rights or break any law. Unless you tell us otherwise in writing, we may
        show finished work in our portfolio.
      </p>

      <h2>6. Payment and refunds</h2>
      <p>
        Fees are payable in advance through the payment link of your package. Because editing time is committed as soon as work starts, payments are non-refundable; see our{' '}
        <Link to={paths.refund.getHref()}>Refund Policy</Link>.
      </p>

      <h2>7. Limitation of liability</h2>
      <p>
        To the fullest extent permitted by law, our total liability arising out of or relating to the Services or these Terms is limited to $50 (fifty US dollars). We are not liable for
        indirect, incidental, special or consequential damages, lost profits, lost revenue or lost data.
      </p>

      <h2>8. Governing law</h2>
      <p>
        These Terms are governed by the laws of the State of Wyoming, United States, without regard to its conflict-of-laws rules. Any dispute will be brought in the state or federal courts
        located in Wyoming.
      </p>

      <h2>9. Changes and contact</h2>
      <p>
        We may update these Terms; the date above shows the latest version, and the version in force when you ordered applies to that order. Questions? Write to us through the{' '}
        <Link to={paths.support.getHref()}>Support</Link> page.
      </p>
    </ProsePage>
  );
}

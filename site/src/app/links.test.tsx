import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import BookingDialog from '../features/booking/components/booking-dialog';
import { PackageCard } from '../features/pricing/components/package-card';
import { ContactCard } from '../features/support/components/contact-card';
import { createQueryClient, seedQueryClient } from '../lib/query-client';
import { initialData } from '../lib/seo/test-data';
import { Footer } from './layout/footer';

// The scheduling widget cannot load here: the dialog falls back to its direct link.
vi.mock('../features/booking/lib/load-script', () => ({ loadScript: () => Promise.reject(new Error('offline')) }));

const hostile = ['javascript:alert(document.cookie)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>'];

/** Links from the CMS, as a stored document could still hold them (written before the fields were checked, or a draft). */
function hostileData() {
  const data = initialData();
  data.content.socialLinks = data.content.socialLinks.map((link, i) => ({ ...link, url: hostile[i % hostile.length]! }));
  data.packages = data.packages.map((pkg, i) => ({ ...pkg, paymentRedirectURL: hostile[i % hostile.length]! }));
  data.content.schedulingUrl = hostile[0]!;
  return data;
}

const withData = (ui: ReactElement) => {
  const client = createQueryClient();
  seedQueryClient(client, hostileData());
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>
  );
};

/** Every href in some HTML that is not a web, mail or phone address or one on the site. */
const unsafeHrefs = (root: ParentNode) =>
  [...root.querySelectorAll('[href]')]
    .map((element) => element.getAttribute('href')!)
    .filter((href) => !/^(https?:\/\/|mailto:|tel:|\/|#)/.test(href));

// jsdom has no modal dialogs.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
};

describe('links from the CMS', () => {
  const data = hostileData();
  const screens: [string, () => ReactElement][] = [
    ['the footer', () => withData(<Footer />)],
    ['the contact card', () => <ContactCard contact={data.content.contact} socialLinks={data.content.socialLinks} />],
    ['a package card', () => <PackageCard pkg={data.packages[0]!} highlighted={false} />],
  ];

  it.each(screens)('are never rendered as a script or data href in %s, on the server', (_, ui) => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(ui());
    expect(page.querySelectorAll('a').length).toBeGreaterThan(0);
    expect(unsafeHrefs(page)).toEqual([]);
  });

  it.each(screens)('are never rendered as a script or data href in %s, in the browser', (_, ui) => {
    const { container } = render(ui());
    expect(unsafeHrefs(container)).toEqual([]);
  });

  it("keeps a package's Get started button, without a link to follow", () => {
    render(<PackageCard pkg={data.packages[0]!} highlighted={false} />);
    expect(screen.getByText('Get started')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers no scheduling link in the booking dialog when the scheduling address is not a web address', async () => {
    render(<BookingDialog schedulingUrl={data.content.schedulingUrl} onClose={() => {}} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The booking calendar could not be loaded.')).toBeInTheDocument();
    expect(unsafeHrefs(document.body)).toEqual([]);
  });
});

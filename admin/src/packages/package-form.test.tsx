import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';

import { messages } from '@agency/contract';

import type { CategoryRecord, PackageRecord } from '../providers/data-provider';
import { ApiRequestError } from '../providers/http';
import { expectLoggedErrors } from '../testing/console';
import { PackageForm } from './package-form';

const categories: CategoryRecord[] = [
  { id: 'c1', _id: 'c1', name: 'Short Form' },
  { id: 'c2', _id: 'c2', name: 'Long Form' },
];

function renderForm(options: { create?: ReturnType<typeof vi.fn>; update?: ReturnType<typeof vi.fn>; record?: PackageRecord } = {}) {
  const onSaved = vi.fn();
  const create = options.create ?? vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { ...data, id: 'p1', _id: 'p1' } }));
  const update = options.update ?? vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { ...data, id: 'p1', _id: 'p1' } }));
  render(
    <AdminContext dataProvider={testDataProvider({ create, update } as never)} store={memoryStore()}>
      <PackageForm record={options.record} categories={categories} onSaved={onSaved} />
    </AdminContext>,
  );
  return { onSaved, create, update, user: userEvent.setup() };
}

const featureBoxes = () => screen.getAllByRole('textbox', { name: /^Feature \d+/ });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Starter Pack');
  await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Everything to start');
  await user.type(screen.getByRole('spinbutton', { name: /^Price/ }), '12.5');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Price Basis/ }), 'per video');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Category/ }), 'c2');
  await user.type(screen.getByRole('textbox', { name: /^Payment Redirect URL/ }), 'https://pay.example.com/starter');
  await user.type(featureBoxes()[0]!, 'Two revisions');
}

describe('PackageForm', () => {
  it('names every missing field with the spec messages and saves nothing', async () => {
    const { user, create } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create Package' }));
    for (const message of [
      messages.nameRequired,
      messages.descriptionRequired,
      messages.priceRequired,
      messages.priceBasisRequired,
      messages.categoryRequired,
      messages.paymentUrlRequired,
      messages.featureRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses a payment URL that is not a URL and a negative price', async () => {
    const { user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /^Payment Redirect URL/ }), 'not a url');
    await user.type(screen.getByRole('spinbutton', { name: /^Price/ }), '-1');
    await user.click(screen.getByRole('button', { name: 'Create Package' }));
    expect(await screen.findByText(messages.paymentUrlInvalid)).toBeInTheDocument();
    expect(screen.getByText(messages.priceMin)).toBeInTheDocument();
  });

  it('starts with one empty feature; features are added and removed, never below one', async () => {
    const { user } = renderForm();
    expect(featureBoxes()).toHaveLength(1);
    expect(featureBoxes()[0]).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Remove feature 1' })).toBeDisabled();

    await user.type(featureBoxes()[0]!, 'First');
    await user.click(screen.getByRole('button', { name: 'Add Feature' }));
    await user.type(featureBoxes()[1]!, 'Second');
    await user.click(screen.getByRole('button', { name: 'Add Feature' }));
    await user.type(featureBoxes()[2]!, 'Third');
    expect(featureBoxes().map((box) => (box as HTMLInputElement).value)).toEqual(['First', 'Second', 'Third']);

    await user.click(screen.getByRole('button', { name: 'Remove feature 2' }));
    expect(featureBoxes().map((box) => (box as HTMLInputElement).value)).toEqual(['First', 'Third']);
  });

  it('sends the price as a number with the chosen basis, category and features, then closes', async () => {
    let finish!: () => void;
    const create = vi.fn(
      (_resource: string, { data }: { data: object }) =>
        new Promise((resolve) => {
          finish = () => resolve({ data: { ...data, id: 'p1', _id: 'p1' } });
        }),
    );
    const { user, onSaved } = renderForm({ create });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Add Feature' }));
    await user.type(featureBoxes()[1]!, 'Fast delivery');
    await user.click(screen.getByRole('button', { name: 'Create Package' }));

    const busy = await screen.findByRole('button', { name: 'Creating...' });
    expect(busy).toBeDisabled();
    expect(create).toHaveBeenCalledWith('package', {
      data: {
        name: 'Starter Pack',
        description: 'Everything to start',
        price: 12.5,
        priceBasis: 'per video',
        category: 'c2',
        paymentRedirectURL: 'https://pay.example.com/starter',
        features: ['Two revisions', 'Fast delivery'],
      },
    });
    finish();
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
  });

  it('edits a package prefilled, reads Update Package, and shows the server field errors on their fields', async () => {
    const record: PackageRecord = {
      id: 'p9',
      _id: 'p9',
      name: 'Pro',
      description: 'For pros',
      price: 99.99,
      priceBasis: 'per month',
      features: ['A', 'B'],
      paymentRedirectURL: 'https://pay.example.com/pro',
      category: { _id: 'c1', name: 'Short Form' },
    };
    const refusal = new ApiRequestError('http', 400, 'Category not found', { message: 'Category not found', errors: [{ path: 'category', message: 'Category not found' }] });
    expectLoggedErrors(refusal);
    const update = vi.fn(async () => {
      throw refusal;
    });
    const { user, onSaved } = renderForm({ record, update });
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Pro');
    expect(screen.getByRole('spinbutton', { name: /^Price/ })).toHaveValue(99.99);
    expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveValue('c1');
    expect(featureBoxes()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Update Package' }));
    const category = screen.getByRole('combobox', { name: /^Category/ });
    await waitFor(() => expect(category).toHaveAccessibleDescription('Category not found'));
    expect(update).toHaveBeenCalledWith('package', expect.objectContaining({ id: 'p9', data: expect.objectContaining({ price: 99.99, category: 'c1' }) }));
    expect(onSaved).not.toHaveBeenCalled();
    expect(within(screen.getByRole('form', { name: 'Update Package' })).getByRole('button', { name: 'Update Package' })).toBeEnabled();
  });
});

import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

import { packageSchema, type Package, type PackageInput, type PriceBasis } from '@agency/contract';

/** What the inputs hold: the price as typed, nothing chosen yet as ''. */
export interface PackageFormValues {
  name: string;
  description: string;
  price: string;
  priceBasis: PriceBasis | '';
  features: string[];
  category: string;
  paymentRedirectURL: string;
}

/** A new package starts with one empty feature. */
export const emptyPackageValues = (): PackageFormValues => ({
  name: '',
  description: '',
  price: '',
  priceBasis: '',
  features: [''],
  category: '',
  paymentRedirectURL: '',
});

export const packageFormValues = (record: Package): PackageFormValues => ({
  name: record.name,
  description: record.description,
  price: String(record.price),
  priceBasis: record.priceBasis,
  features: record.features.length ? [...record.features] : [''],
  category: record.category?._id ?? '',
  paymentRedirectURL: record.paymentRedirectURL,
});

/** The price becomes a number on submit; blanks become "missing" so the contract names them. */
export function toPackageCandidate(values: PackageFormValues): Record<string, unknown> {
  const price = typeof values.price === 'string' ? values.price.trim() : values.price;
  return {
    ...values,
    price: price === '' ? undefined : Number(price),
    priceBasis: values.priceBasis || undefined,
    category: values.category || undefined,
  };
}

const contractResolver = zodResolver(packageSchema);
type ContractArgs = Parameters<typeof contractResolver>;
type PackageResolver = Resolver<PackageFormValues, unknown, PackageInput>;

/**
 * The contract's package schema, fed with the converted values. The form's values and the
 * schema's input differ only in the converted fields, so the resolver's options (field names,
 * criteria mode) apply to both as they are.
 */
export const packageResolver: PackageResolver = (values, context, options) =>
  contractResolver(toPackageCandidate(values) as ContractArgs[0], context, options as unknown as ContractArgs[2]) as ReturnType<PackageResolver>;

export const packageFields = ['name', 'description', 'price', 'priceBasis', 'features', 'category', 'paymentRedirectURL'] as const;

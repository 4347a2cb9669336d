/** Prices are shown with a $ prefix and two decimals. */
export const formatPrice = (price: number): string => `$${price.toFixed(2)}`;

/** Prices are shown with a $ prefix and two decimals (spec sections 3 and 9). */
export const formatPrice = (price: number): string => `$${price.toFixed(2)}`;

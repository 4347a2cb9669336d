// bench/otp: not written yet.
export async function benchOtp(): Promise<{ text: string }> {
  throw new Error('bench/otp is not written yet');
}

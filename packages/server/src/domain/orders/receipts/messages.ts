// What the receipt call answers with.
export const receiptMessages = {
  loaded: 'Receipt loaded.',
  noReceiptYet: 'There is no receipt for this order yet: it is issued once the payment is taken.',
} as const;

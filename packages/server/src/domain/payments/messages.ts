// What the payment calls answer with. The replies and the secured message are the spec's own words.
import { paymentCompletedReply, pendingOrderReply } from '@callout/contracts/booking';

export const paymentMessages = {
  // What the payment calls answer with, as the order's payment status moves.
  pendingOrder: pendingOrderReply,
  paymentCompleted: paymentCompletedReply,
  secured: 'Payment secured! Funds will be released after job completion',
  status: (status: string) => `Payment status: ${status}`,

  // Ours.
  intentReady: 'Payment ready. Please enter your card details.',
  captured: 'Payment completed. Thank you!',
  orderCancelled: 'This order was cancelled, so it cannot be paid.',
  chooseProvider: 'Please choose a provider for your job before paying.',
  nothingToPay: 'There is nothing to pay for this order yet.',
  payAfterCompletion: 'This order is paid after the job is completed.',
  noPayment: 'No payment has been made for this order yet. Please pay first.',
  amountChanged:
    'The order total changed while you were paying, so your card has not been charged. Please pay again.',
  gatewayUnreachable: 'The payment gateway could not be reached. Please try again.',
  gatewayRefused: 'The payment gateway refused the request. Please refresh and try again.',
  sandboxOff: 'The sandbox gateway is off: card payments go through Stripe.',
  sandboxUnknownPayment: 'This payment could not be found. Please refresh and try again.',
  webhookOff: 'Stripe webhooks are not configured on this server.',
  webhookSignature: 'The webhook signature could not be verified.',
  webhookReceived: 'Received.',
} as const;

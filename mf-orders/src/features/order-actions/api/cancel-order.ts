// GET /cancelorder?orderid= (customer) and GET /provider/cancelorder?orderid= (provider).
import type { AccountType } from '../../../config/paths';
import { callOrderAction } from './order-action';

export const cancelOrder = (accountType: AccountType, orderId: string) =>
  callOrderAction(accountType === 'provider' ? 'provider/cancelorder' : 'cancelorder', orderId);

import { socketContracts } from '@atrium/sdk/contract';

/** The shop's socket contracts, `shop:<name>` on the wire: only what the server sends. */
export const shopSocket = socketContracts('shop');

export interface BalancePush {
  /** The user's balance after the change. */
  amount: number;
}

export const PUSH = {
  /** To every tab of the employee whose coins moved (an accrual, a purchase, a cancel, a reset): the header follows. */
  balance: shopSocket.defineSocketPush<BalancePush>('balance'),
};

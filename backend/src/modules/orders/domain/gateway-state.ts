/**
 * The gateway's words on an order's payment that orders records (`gateway_state`): its last answer, or
 * AMOUNT_MISMATCH when it charged another amount than the order's. Null before it has said anything.
 */
export const gatewayStates = ['PENDING', 'COMPLETED', 'FAILED', 'AMOUNT_MISMATCH'] as const;

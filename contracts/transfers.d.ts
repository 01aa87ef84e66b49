export type TransferStatus =
  | 'pending'
  | 'awaiting_mobile_transfer'
  | 'mobile_transfer_sent'
  | 'mobile_transfer_confirmed'
  | 'awaiting_pickup'
  | 'picked_up'
  | 'in_transit'
  | 'delivered'
  | 'failed'
  | 'refunded';
export type TransferType = 'mobile' | 'physical';
export type TransferActor = 'buyer' | 'seller' | 'staff' | 'system';

export declare const TRANSFER_STATUSES: readonly TransferStatus[];
export declare const TRANSFER_PATHS: Readonly<Record<TransferType, readonly TransferStatus[]>>;
export declare const COMPLETED_TRANSFER_STATUSES: readonly TransferStatus[];
export declare const UNDONE_TRANSFER_STATUSES: readonly TransferStatus[];
export declare function isCompletedTransfer(status: string): boolean;
export declare function isUndoneTransfer(status: string): boolean;
export declare function isTransferUnderWay(status: string): boolean;
export declare const TRANSFER_ACTORS: readonly TransferActor[];
export declare const TRANSFER_MOVES: Readonly<
  Record<TransferType, Partial<Record<TransferStatus, Partial<Record<TransferStatus, readonly TransferActor[]>>>>>
>;
export declare function transferMovers(type: TransferType, from: TransferStatus, to: TransferStatus): readonly TransferActor[];
export declare function canMoveTransfer(
  type: TransferType,
  from: TransferStatus,
  to: TransferStatus,
  by?: TransferActor,
): boolean;
export declare function nextTransferStatus(type: TransferType, from: TransferStatus): TransferStatus | null;
export declare function canFailTransfer(status: string): boolean;
export declare function awaitsMobileTransfer(status: string): boolean;
export declare function initialTransferStatus(type: TransferType): TransferStatus;

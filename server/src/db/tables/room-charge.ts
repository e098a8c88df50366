/** A venue's charge-to-the-room choice (behaviour.md#room-charge); flags 0/1. */
export type RoomChargeSettingsTable = {
  EnterpriseID: number;
  Enabled: number;
  RequireApproval: number;
  Verification: string;
  UpdatedAt: string;
};

/** The current stay of a room point: what its guest proves to charge to the room. */
export type RoomStaysTable = {
  PointID: number;
  EnterpriseID: number;
  Surname: string;
  CardLast4: string | null;
  Pin: string | null;
  UpdatedAt: string;
};

/** A room-charge attempt's own facts: the surname given, and who decided it when. */
export type RoomChargesTable = {
  AttemptID: number;
  EnterpriseID: number;
  PointID: number;
  Surname: string;
  DecidedAt: string | null;
  DecidedBy: number | null;
};

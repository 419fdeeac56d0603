/** What the visitor sees after sending a group request. */
export interface GroupRequestReceipt {
  /** GR- and eight digits. */
  readonly reference: string;
  readonly checkIn: string;
  readonly checkOut: string;
  readonly rooms: number;
  /** Where the acknowledgement went (the visitor's own address, shown back to them only). */
  readonly email: string;
}

/** A hotel the form offers as the preferred one. */
export interface HotelChoice {
  readonly id: number;
  readonly name: string;
}

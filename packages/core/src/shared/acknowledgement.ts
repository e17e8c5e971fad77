// A server acknowledgement: its message (may be empty when the server sent none).
export interface Ack {
  readonly message: string;
}

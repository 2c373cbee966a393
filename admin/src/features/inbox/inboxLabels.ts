// What the inbox shows for its codes: kinds, statuses and the mail's delivery state, as an operator says them.
export const KIND_CHOICES = [
  { id: 'contact', name: 'Contact message' },
  { id: 'enquiry', name: 'Enquiry' },
];
export const STATUS_CHOICES = [
  { id: 'new', name: 'New' },
  { id: 'replied', name: 'Replied' },
  { id: 'closed', name: 'Closed' },
];
const DELIVERY = { waiting: 'Mail waiting', sent: 'Mail sent', failing: 'Mail failing' } as const;

export interface Delivery {
  state: keyof typeof DELIVERY;
  attempts?: number;
  lastError?: string | null;
  sentAt?: string | null;
}

const nameOf = (choices: { id: string; name: string }[], id: unknown) =>
  choices.find((choice) => choice.id === id)?.name ?? String(id ?? '');
export const kindLabel = (kind: unknown) => nameOf(KIND_CHOICES, kind);
export const statusLabel = (status: unknown) => nameOf(STATUS_CHOICES, status);
export const deliveryLabel = (delivery: Delivery | null | undefined) =>
  delivery ? (DELIVERY[delivery.state] ?? delivery.state) : 'No mail';

import type { Product } from '../../entities/types';

/** A product as the client lists hold it; `price` is optional because the catalogue API does not send one. */
export type ListedProduct = Product & { price?: number };

export interface CartItem extends ListedProduct {
  selected_color: string | null;
  selected_size: string | null;
  qty: number;
  /** qty × price (0 while products carry no price). */
  sum: number;
  /** The quote line's note (grade, packaging, incoterm); empty when none. */
  note: string;
}

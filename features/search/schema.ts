import * as z from 'zod/mini';
import { SEARCHABLE_TYPES } from './types';

export const searchOptionsQuerySchema = z.object({ productType: z.enum(SEARCHABLE_TYPES) });

/** GET /api/airports?q=…: what the visitor typed in the air+hotel widget's airport field. */
export const airportLookupQuerySchema = z.object({ q: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)) });

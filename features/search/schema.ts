import * as z from 'zod/mini';
import { SEARCHABLE_TYPES } from './types';

export const searchOptionsQuerySchema = z.object({ productType: z.enum(SEARCHABLE_TYPES) });

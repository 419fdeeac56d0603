import type { productTypeEnum } from '../../schema';

export type ProductType = (typeof productTypeEnum.enumValues)[number];

export type AreaName =
  | 'South Strip'
  | 'Center Strip'
  | 'North Strip'
  | 'Downtown'
  | 'Off Strip'
  | 'Henderson'
  | 'Summerlin';

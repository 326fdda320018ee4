import { describe, expect, it } from 'vitest';
import type { OrderedItem, OrderedItemsResponse } from '../../../shared/api/orders';
import {
  NO_PURCHASES,
  NO_VALID_DATA,
  ORDER_DATA_INVALID,
  parseOrderedItems,
  resolveBoughtTemplate,
} from './bought-template';

const item = (
  temp_id: string,
  tempState: OrderedItem['tempState'],
  packType: OrderedItem['packType'] = 'premium',
): OrderedItem => ({
  temp_id,
  name: temp_id,
  cat: 'Wedding',
  tumbnailUrl: '',
  price: 4999,
  packType,
  tempState,
  userName: 'priya@example.in',
});
const answer = (...items: OrderedItem[]): OrderedItemsResponse => ({
  responce: 'OK',
  responceId: { inCartDtoList: items },
});

describe('which bought template the editor opens', () => {
  it('reads only answers shaped like getordereditems', () => {
    expect(parseOrderedItems(null)).toBeNull();
    expect(parseOrderedItems('nonsense')).toBeNull();
    expect(parseOrderedItems(JSON.stringify({ responceId: {} }))).toBeNull();
    expect(parseOrderedItems(JSON.stringify(answer(item('wed001', 'BOUGHT'))))).not.toBeNull();
  });

  it('gives the spec messages when the order data is missing or holds no purchase', () => {
    expect(resolveBoughtTemplate(null, null)).toMatchObject({ ok: false, message: ORDER_DATA_INVALID });
    expect(resolveBoughtTemplate(answer(item('wed001', 'INCART')), null)).toMatchObject({
      ok: false,
      message: NO_PURCHASES,
    });
  });

  it('opens the first BOUGHT item, or the one asked for', () => {
    const orders = answer(
      item('eng002', 'INCART'),
      item('wed003', 'BOUGHT', 'basic'),
      item('bir001', 'BOUGHT', 'luxury'),
    );
    const first = resolveBoughtTemplate(orders, null);
    expect(first.ok && first.bought.template.id).toBe('wed003');
    expect(first.ok && first.bought.pack).toBe('basic');
    const asked = resolveBoughtTemplate(orders, 'BIR001');
    expect(asked.ok && asked.bought.template.schema).toBe('birthday');
    expect(asked.ok && asked.bought.pack).toBe('luxury');
  });

  it('refuses a template that was not bought', () => {
    const orders = answer(item('eng002', 'INCART'), item('wed003', 'BOUGHT'));
    expect(resolveBoughtTemplate(orders, 'eng002')).toMatchObject({ ok: false, message: NO_VALID_DATA });
  });
});

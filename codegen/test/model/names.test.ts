// Name helpers: case conversions, plural/singular, and Chinese text never transliterated.
import {
  camel,
  constant,
  kebab,
  namesOf,
  pascal,
  plural,
  singular,
  snake,
  words,
} from '../../src/model/names';

describe('case conversions', () => {
  it.each([
    ['order_item', 'OrderItem', 'orderItem', 'order_item', 'order-item', 'ORDER_ITEM'],
    ['OrderItem', 'OrderItem', 'orderItem', 'order_item', 'order-item', 'ORDER_ITEM'],
    ['orderItem', 'OrderItem', 'orderItem', 'order_item', 'order-item', 'ORDER_ITEM'],
    ['order-item', 'OrderItem', 'orderItem', 'order_item', 'order-item', 'ORDER_ITEM'],
    [
      'HTTPServerConfig',
      'HttpServerConfig',
      'httpServerConfig',
      'http_server_config',
      'http-server-config',
      'HTTP_SERVER_CONFIG',
    ],
    ['user2fa_code', 'User2faCode', 'user2faCode', 'user2fa_code', 'user2fa-code', 'USER2FA_CODE'],
  ])('%s', (input, p, c, s, k, k2) => {
    expect([pascal(input), camel(input), snake(input), kebab(input), constant(input)]).toEqual([
      p,
      c,
      s,
      k,
      k2,
    ]);
  });

  it('drops Chinese text instead of transliterating it', () => {
    expect(words('订单 order 明细')).toEqual(['order']);
    expect(pascal('订单')).toBe('');
  });
});

describe('plural and singular', () => {
  it.each([
    ['category', 'categories'],
    ['order_item', 'order_items'],
    ['OrderItem', 'OrderItems'],
    ['box', 'boxes'],
    ['address', 'addresses'],
    ['status', 'statuses'],
    ['person', 'people'],
    ['data', 'data'],
    ['day', 'days'],
    ['hero', 'heroes'],
    ['photo', 'photos'],
    ['orders', 'orders'],
  ])('%s ↔ %s', (one, many) => {
    expect(plural(one)).toBe(many);
    if (one !== 'orders') expect(singular(many)).toBe(one);
  });

  it('changes only the last word and keeps the style', () => {
    expect(plural('memberCard')).toBe('memberCards');
    expect(singular('ProductCategories')).toBe('ProductCategory');
    expect(plural('USER_ROLE')).toBe('USER_ROLES');
  });
});

describe('namesOf', () => {
  it('gives every variant, plural forms built from the last word', () => {
    expect(namesOf('OrderItem')).toEqual({
      raw: 'OrderItem',
      pascal: 'OrderItem',
      camel: 'orderItem',
      snake: 'order_item',
      kebab: 'order-item',
      constant: 'ORDER_ITEM',
      plural: { pascal: 'OrderItems', camel: 'orderItems', snake: 'order_items', kebab: 'order-items' },
    });
  });

  it('hands out a fresh object each time, though the variants are derived once per name', () => {
    const first = namesOf('Customer');
    first.camel = 'changed';
    first.plural.snake = 'changed';
    expect(namesOf('Customer')).toMatchObject({ camel: 'customer', plural: { snake: 'customers' } });
  });
});

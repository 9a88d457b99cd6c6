import { invalidRequest, listOf, missing, newId, now, type StripeObject } from './stripe-double-shared';

/**
 * Products (with our own ids when given, as Stripe allows) and recurring Prices found by
 * `lookup_key`: a lookup key belongs to one price at a time unless `transfer_lookup_key` moves it.
 */
export class StripeCatalogue {
  readonly products = new Map<string, StripeObject>();
  readonly prices = new Map<string, StripeObject>();

  price(id: string, param = 'price'): StripeObject {
    const price = this.prices.get(id);
    if (!price) throw missing('price', id, param);
    return price;
  }

  route(method: string, resource: 'products' | 'prices', id: string | undefined, params: Record<string, unknown>): unknown {
    if (resource === 'products' && method === 'POST' && !id) return this.createProduct(params);
    if (resource === 'products' && method === 'GET' && id) {
      const product = this.products.get(id);
      if (!product) throw missing('product', id);
      return product;
    }
    if (resource === 'prices' && method === 'POST' && !id) return this.createPrice(params);
    if (resource === 'prices' && method === 'GET' && id) return this.price(id, 'id');
    if (resource === 'prices' && method === 'GET') return this.list(params);
    return undefined;
  }

  private createProduct(params: Record<string, unknown>): StripeObject {
    const id = (params.id as string | undefined) ?? newId('prod');
    if (this.products.has(id)) throw invalidRequest('Product already exists.', { code: 'resource_already_exists', param: 'id' });
    if (!params.name) throw invalidRequest('Missing required param: name.', { code: 'parameter_missing', param: 'name' });
    const at = now();
    const product = {
      id,
      object: 'product',
      active: params.active !== 'false',
      created: at,
      default_price: null,
      description: (params.description as string) ?? null,
      images: [],
      livemode: false,
      marketing_features: [],
      metadata: (params.metadata as object) ?? {},
      name: String(params.name),
      package_dimensions: null,
      shippable: null,
      statement_descriptor: null,
      tax_code: null,
      type: 'service',
      unit_label: null,
      updated: at,
      url: null,
    };
    this.products.set(id, product);
    return product;
  }

  private createPrice(params: Record<string, unknown>): StripeObject {
    const productData = params.product_data as { name?: string } | undefined;
    const productId = productData ? this.createProduct({ name: productData.name }).id : String(params.product);
    if (!this.products.has(productId)) throw missing('product', productId, 'product');
    const unitAmount = Number(params.unit_amount);
    if (!Number.isInteger(unitAmount) || unitAmount < 0) throw invalidRequest('Invalid integer: unit_amount', { param: 'unit_amount' });
    const lookupKey = (params.lookup_key as string | undefined) ?? null;
    const holder = lookupKey ? [...this.prices.values()].find((p) => p.lookup_key === lookupKey) : undefined;
    if (holder && params.transfer_lookup_key !== 'true')
      throw invalidRequest(`A price (\`${holder.id}\`) already uses that lookup key.`, { param: 'lookup_key' });
    if (holder) holder.lookup_key = null;
    const recurring = params.recurring as { interval?: string; interval_count?: string } | undefined;
    const price = {
      id: newId('price'),
      object: 'price',
      active: params.active !== 'false',
      billing_scheme: 'per_unit',
      created: now(),
      currency: String(params.currency),
      custom_unit_amount: null,
      livemode: false,
      lookup_key: lookupKey,
      metadata: (params.metadata as object) ?? {},
      nickname: (params.nickname as string) ?? null,
      product: productId,
      recurring: recurring
        ? {
            interval: recurring.interval ?? 'month',
            interval_count: Number(recurring.interval_count ?? 1),
            meter: null,
            trial_period_days: null,
            usage_type: 'licensed',
          }
        : null,
      tax_behavior: 'unspecified',
      tiers_mode: null,
      transform_quantity: null,
      type: recurring ? 'recurring' : 'one_time',
      unit_amount: unitAmount,
      unit_amount_decimal: String(unitAmount),
    };
    this.prices.set(price.id, price);
    return price;
  }

  private list(params: Record<string, unknown>): unknown {
    const keys = listOf(params.lookup_keys);
    const data = [...this.prices.values()]
      .filter((p) => keys.length === 0 || keys.includes(String(p.lookup_key)))
      .filter((p) => params.active === undefined || String(p.active) === params.active)
      .filter((p) => !params.product || p.product === params.product)
      .sort((a, b) => (b.created as number) - (a.created as number))
      .slice(0, Number(params.limit ?? 10));
    return { object: 'list', data, has_more: false, url: '/v1/prices' };
  }
}

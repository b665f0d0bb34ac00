/** The document's named shapes, `components.schemas`: the store's own schemas, and spec 8's error bodies. */
import type { z } from "zod";

import { address, user } from "~/services/schemas/account.server";
import { billingAddress, cardSummary, cart, cartItem, checkoutAddress, shippingRate } from "~/services/schemas/cart.server";
import {
  catalogProduct,
  category,
  collection,
  material,
  materialCategory,
  productConfiguration,
  productResponse,
} from "~/services/schemas/catalog.server";
import { order, orderProduct } from "~/services/schemas/orders.server";
import { savedCard, subscription } from "~/services/schemas/profile.server";
import { store } from "~/services/schemas/retailers.server";
import { orderDetail, returnRequest } from "~/services/schemas/returns.server";
import { blockResponse, campaignResponse, language, menuItem, pageResponse, popup, settings } from "~/services/schemas/site.server";
import { wishlistItem, wishlistResponse } from "~/services/schemas/wishlist.server";

import { errorBody, maintenanceBody } from "./errors";

export const NAMED_SHAPES: Record<string, z.ZodTypeAny> = {
  ErrorBody: errorBody,
  Maintenance: maintenanceBody,
  Product: productResponse.shape.data,
  CatalogProduct: catalogProduct,
  ProductConfiguration: productConfiguration,
  Category: category,
  Collection: collection,
  Material: material,
  MaterialCategory: materialCategory,
  Cart: cart,
  CartItem: cartItem,
  ShippingRate: shippingRate,
  CheckoutAddress: checkoutAddress,
  BillingAddress: billingAddress,
  CardSummary: cardSummary,
  Order: order,
  OrderProduct: orderProduct,
  OrderDetail: orderDetail,
  ReturnRequest: returnRequest,
  User: user,
  Address: address,
  SavedCard: savedCard,
  Subscription: subscription,
  Wishlist: wishlistResponse.shape.data,
  WishlistItem: wishlistItem,
  Settings: settings,
  Language: language,
  MenuItem: menuItem,
  Page: pageResponse.shape.data,
  Block: blockResponse.shape.data,
  Campaign: campaignResponse.shape.data.unwrap(),
  Popup: popup,
  RetailStore: store,
};


// A delete asks first (`?delete={id}`, a step the server renders), so it works without JavaScript.
import { data } from "@remix-run/node";

import { ADDRESSES_PAGE, DELETE_PARAM, EDIT_PARAM } from "~/lib/account-pages";
import { ADDRESS_DELETED, ADDRESS_SAVED, MAX_SAVED_ADDRESSES, deleteAddressForm, savedAddressForm } from "./saved-address.form";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { handleForms, on } from "~/services/form-door.server";
import { redirectWithNotice } from "~/services/notice.server";
import { requireUser } from "~/services/session.server";
import { deleteAddress, getAddresses, saveAddress } from "~/services/users.server";


const notFound = () => data({ message: "This page could not be found" }, { status: 404 });

function idParam(request: Request, name: string): number | null {
  const value = new URL(request.url).searchParams.get(name);
  return value && /^\d{1,12}$/.test(value) ? Number(value) : null;
}

export async function loadAddressesPage(request: Request) {
  await requireUser(request);
  const addresses = await getAddresses(request);
  const editing = idParam(request, EDIT_PARAM);
  const deleting = idParam(request, DELETE_PARAM);
  // An address that is not the shopper's (or no longer exists) has no page to edit or delete it on.
  for (const id of [editing, deleting]) if (id !== null && !addresses.some((address) => address.id === id)) throw notFound();
  const edited = addresses.find((address) => address.id === editing) ?? null;
  return data(
    {
      addresses: addresses.map((address) => ({
        id: address.id,
        name: address.name ?? null,
        lines: [address.company, address.address, address.apartment, `${address.city}, ${address.state} ${address.zip_code}`, address.country].filter(
          (line): line is string => Boolean(line),
        ),
        phone: address.phone_number ?? null,
        isDefault: address.is_default,
      })),
      deleting,
      editing: edited
        ? {
            id: edited.id,
            values: {
              name: edited.name ?? "",
              company: edited.company ?? "",
              address: edited.address,
              apartment: edited.apartment ?? "",
              city: edited.city,
              state: edited.state,
              zip_code: edited.zip_code,
              country: edited.country ?? "US",
              phone_number: edited.phone_number ?? "",
              is_default: edited.is_default ? "on" : undefined,
            },
          }
        : null,
      canAdd: addresses.length < MAX_SAVED_ADDRESSES,
    },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

export async function addressesAction(request: Request) {
  await requireUser(request);
  // The address a change is for is named by the page it is posted from (?edit={id}); the API checks it is the shopper's.
  const editing = idParam(request, EDIT_PARAM);
  return handleForms(
    request,
    on(savedAddressForm, async (address) => {
      await saveAddress(request, editing, address);
      return redirectWithNotice(request, ADDRESSES_PAGE, ADDRESS_SAVED);
    }),
    on(deleteAddressForm, async ({ id }) => {
      await deleteAddress(request, id);
      return redirectWithNotice(request, ADDRESSES_PAGE, ADDRESS_DELETED);
    }),
  );
}

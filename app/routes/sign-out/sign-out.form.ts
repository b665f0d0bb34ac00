import { z } from "zod";

import { defineForm } from "~/lib/forms/form";

/** Sign-out has nothing to fill in; it is a form so that only the store's pages can post it. */
export const signOutForm = defineForm("sign-out", z.object({}));

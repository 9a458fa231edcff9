import { Field, FormActions, FormError, Input, TextArea, useKitForm } from "../ui";
import { useUpdateProfile, type Profile } from "../profile/api";
import { LogoPicker } from "./LogoPicker";
import { EMAIL, LINKS, orNull, savedHandlers, WEB, type LinkKey } from "./shared";

type Values = {
  displayName: string;
  artistNames: string;
  legalName: string;
  email: string;
  phone: string;
  address: string;
  website: string;
  bio: string;
  links: Record<LinkKey, string>;
};

const linkRule = { pattern: { value: WEB, message: "Enter a web address, like https://…" } };

/** Who the owner is: names, contact, links, bio and photo/logo. */
export function ProfileSection({ profile }: { profile: Profile }) {
  const save = useUpdateProfile();
  const form = useKitForm<Values>({
    defaultValues: {
      displayName: profile.displayName ?? "",
      artistNames: profile.artistNames.join(", "),
      legalName: profile.legalName ?? "",
      email: profile.email ?? "",
      phone: profile.phone ?? "",
      address: profile.address ?? "",
      website: profile.website ?? "",
      bio: profile.bio ?? "",
      links: Object.fromEntries(LINKS.map(([k]) => [k, profile.links[k] ?? ""])) as Record<LinkKey, string>,
    },
  });
  const { register, formState } = form;
  const e = formState.errors;
  const submit = form.handleSubmit((v) =>
    save.mutate(
      {
        displayName: orNull(v.displayName),
        artistNames: v.artistNames
          .split(",")
          .map((n) => n.trim())
          .filter(Boolean),
        legalName: orNull(v.legalName),
        email: orNull(v.email),
        phone: orNull(v.phone),
        address: orNull(v.address),
        website: orNull(v.website),
        bio: orNull(v.bio),
        links: Object.fromEntries(LINKS.map(([k]) => [k, orNull(v.links[k])])),
        welcomed: true,
      },
      savedHandlers(form, "Profile"),
    ),
  );
  return (
    <form noValidate onSubmit={submit} aria-label="Profile" className="grid gap-x-4 sm:grid-cols-2">
      <Field label="Display name" hint="How Sunshine greets you and signs e-mails" error={e.displayName}>
        <Input {...register("displayName", { maxLength: { value: 120, message: "Up to 120 characters" } })} />
      </Field>
      <Field label="Artist or pen names" hint="Separate several with commas" error={e.artistNames}>
        <Input {...register("artistNames")} placeholder="Maya Rivers, Night Tides" />
      </Field>
      <Field label="Legal name" hint="Used in contracts" error={e.legalName}>
        <Input {...register("legalName")} autoComplete="name" />
      </Field>
      <Field label="E-mail" error={e.email}>
        <Input
          type="email"
          autoComplete="email"
          {...register("email", {
            pattern: { value: EMAIL, message: "Enter an e-mail address, like you@example.com" },
          })}
        />
      </Field>
      <Field label="Phone" error={e.phone}>
        <Input type="tel" autoComplete="tel" {...register("phone")} />
      </Field>
      <Field label="Website" error={e.website}>
        <Input {...register("website", linkRule)} placeholder="mayarivers.co.uk" />
      </Field>
      <Field label="Postal address" className="sm:col-span-2" error={e.address}>
        <TextArea rows={3} autoComplete="street-address" {...register("address")} />
      </Field>
      <fieldset className="grid gap-x-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="mt-2 text-sm font-semibold">Links</legend>
        {LINKS.map(([key, label]) => (
          <Field key={key} label={label} error={e.links?.[key]}>
            <Input {...register(`links.${key}`, linkRule)} placeholder="https://…" />
          </Field>
        ))}
      </fieldset>
      <Field label="Short bio" className="sm:col-span-2" hint="Up to 2,000 characters" error={e.bio}>
        <TextArea rows={3} {...register("bio", { maxLength: { value: 2000, message: "Up to 2,000 characters" } })} />
      </Field>
      <div className="sm:col-span-2">
        <LogoPicker profile={profile} />
        <FormError error={e.root?.server} />
        <FormActions pending={save.isPending} createLabel="Save profile" />
      </div>
    </form>
  );
}

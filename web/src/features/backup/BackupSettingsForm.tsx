import { toast } from "../toast/toast";
import { applyServerErrors, Checkbox, ErrorAlert, Field, FormError, Input, Skeleton, useKitForm } from "../ui";
import { useBackupSettings, useSaveBackupSettings, type BackupSettings, type BackupSettingsBody } from "./api";

type Values = {
  schedule: string;
  keepDaily: string;
  keepWeekly: string;
  keepMonthly: string;
  folder: string;
  s3Endpoint: string;
  s3Bucket: string;
  s3Prefix: string;
  s3Region: string;
  s3AccessKeyId: string;
  s3SecretAccessKey: string;
  passphrase: string;
  forgetPassphrase: boolean;
  forgetS3Secret: boolean;
};
const TEXT = ["schedule", "folder", "s3Endpoint", "s3Bucket", "s3Prefix", "s3Region", "s3AccessKeyId"] as const;
const KEEP = ["keepDaily", "keepWeekly", "keepMonthly"] as const;
const ENV: Record<string, string> = {
  schedule: "SUNSHINE_BACKUP_SCHEDULE",
  folder: "SUNSHINE_BACKUP_DIR",
  passphrase: "SUNSHINE_BACKUP_PASSPHRASE",
  s3Endpoint: "SUNSHINE_BACKUP_S3_ENDPOINT",
  s3Bucket: "SUNSHINE_BACKUP_S3_BUCKET",
  s3Prefix: "SUNSHINE_BACKUP_S3_PREFIX",
  s3Region: "SUNSHINE_BACKUP_S3_REGION",
  s3AccessKeyId: "SUNSHINE_BACKUP_S3_ACCESS_KEY_ID",
  s3SecretAccessKey: "SUNSHINE_BACKUP_S3_SECRET_ACCESS_KEY",
};
const wholeNumber = (v: string) => /^\d{1,4}$/.test(v.trim()) || "A whole number from 0 to 1000";

function Form({ settings }: { settings: BackupSettings }) {
  const save = useSaveBackupSettings();
  const form = useKitForm<Values>({
    defaultValues: {
      ...Object.fromEntries(TEXT.map((k) => [k, settings[k] ?? ""])),
      ...Object.fromEntries(KEEP.map((k) => [k, String(settings[k])])),
      s3SecretAccessKey: "",
      passphrase: "",
      forgetPassphrase: false,
      forgetS3Secret: false,
    } as Values,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const fromEnv = (name: keyof Values) => settings.fromEnv.includes(name);
  const envHint = (name: keyof Values) => (fromEnv(name) ? `Set by ${ENV[name]}` : undefined);
  const submit = form.handleSubmit(async (v) => {
    const body: BackupSettingsBody = {};
    for (const k of TEXT) if (!fromEnv(k)) body[k] = v[k].trim();
    for (const k of KEEP) body[k] = Number(v[k]);
    // Secrets are never shown; left blank they stay as they are.
    if (v.s3SecretAccessKey && !fromEnv("s3SecretAccessKey")) body.s3SecretAccessKey = v.s3SecretAccessKey;
    if (v.passphrase && !fromEnv("passphrase")) body.passphrase = v.passphrase;
    // A blank value clears a saved secret on the server.
    if (v.forgetS3Secret && !v.s3SecretAccessKey) body.s3SecretAccessKey = "";
    if (v.forgetPassphrase && !v.passphrase) body.passphrase = "";
    try {
      await save.mutateAsync(body);
      form.reset({ ...v, s3SecretAccessKey: "", passphrase: "", forgetPassphrase: false, forgetS3Secret: false });
      toast({ title: "Backup settings saved" });
    } catch (e) {
      applyServerErrors(form, e);
    }
  });
  const text = (name: (typeof TEXT)[number], label: string, placeholder: string, hint?: string) => (
    <Field label={label} error={errors[name]} hint={envHint(name) ?? hint}>
      <Input className="input-sm w-full" placeholder={placeholder} disabled={fromEnv(name)} {...register(name)} />
    </Field>
  );
  return (
    <form noValidate onSubmit={submit} aria-label="Backup settings" className="flex flex-col gap-2">
      <h3 className="mt-2 font-semibold">Schedule and how many to keep</h3>
      {text(
        "schedule",
        "Schedule",
        "0 3 * * *",
        'A cron expression in local time ("0 3 * * *" is every day at 03:00), or off',
      )}
      <div className="grid grid-cols-3 gap-2">
        {KEEP.map((k, i) => (
          <Field key={k} label={`${["Daily", "Weekly", "Monthly"][i]} backups kept`} error={errors[k]}>
            <Input className="input-sm w-full" inputMode="numeric" {...register(k, { validate: wholeNumber })} />
          </Field>
        ))}
      </div>
      <h3 className="mt-2 font-semibold">Copies off this computer</h3>
      {text("folder", "Second folder", "/media/usb/sunshine", "A USB drive or a synced folder; it must exist")}
      <div className="grid gap-x-2 sm:grid-cols-2">
        {text("s3Endpoint", "S3 endpoint", "https://s3.example.com")}
        {text("s3Bucket", "Bucket", "my-backups")}
        {text("s3Prefix", "Folder in the bucket", "sunshine")}
        {text("s3Region", "Region", "us-east-1")}
        {text("s3AccessKeyId", "Access key ID", "")}
        <Field
          label="Secret access key"
          error={errors.s3SecretAccessKey}
          hint={envHint("s3SecretAccessKey") ?? (settings.s3SecretSet ? "Saved; leave blank to keep it" : undefined)}
        >
          <Input
            type="password"
            autoComplete="off"
            className="input-sm w-full"
            disabled={fromEnv("s3SecretAccessKey")}
            {...register("s3SecretAccessKey")}
          />
        </Field>
      </div>
      <Field
        label="Backup passphrase"
        error={errors.passphrase}
        hint={
          envHint("passphrase") ??
          (settings.passphraseSet
            ? "Saved; leave blank to keep it. Without it, encrypted copies cannot be restored: keep it somewhere safe."
            : "12 characters or more. Copies leaving this computer are encrypted with it.")
        }
      >
        <Input
          type="password"
          autoComplete="new-password"
          className="input-sm w-full"
          disabled={fromEnv("passphrase")}
          {...register("passphrase")}
        />
      </Field>
      {settings.passphraseSet && !fromEnv("passphrase") && (
        <Checkbox
          label="Forget the saved passphrase (new copies are not encrypted)"
          {...register("forgetPassphrase")}
        />
      )}
      {settings.s3SecretSet && !fromEnv("s3SecretAccessKey") && (
        <Checkbox label="Forget the saved secret access key" {...register("forgetS3Secret")} />
      )}
      <FormError error={errors.root?.server} />
      <div>
        <button type="submit" className="btn btn-sm" disabled={isSubmitting}>
          {isSubmitting && <span className="loading loading-spinner loading-xs" aria-hidden />}
          Save backup settings
        </button>
      </div>
    </form>
  );
}

export function BackupSettingsForm() {
  const settings = useBackupSettings();
  if (settings.error) return <ErrorAlert error={settings.error} />;
  if (!settings.data) return <Skeleton rows={4} label="Loading backup settings" className="h-32" />;
  return <Form settings={settings.data} />;
}

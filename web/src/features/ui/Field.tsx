import { cloneElement, isValidElement, useId, type ComponentProps, type ReactElement, type ReactNode } from "react";
import { errorText } from "./errorText";

type ControlProps = { id?: string; "aria-invalid"?: boolean; "aria-describedby"?: string; "aria-required"?: boolean };

/**
 * Label + one control + optional hint + field-level error. The single child control gets an id (for the label),
 * `aria-invalid` and `aria-describedby` pointing at the hint and the error, so a screen reader reads them with it.
 * `error` takes a react-hook-form FieldError, a string or anything errorText() understands.
 * Several children (a control with a button beside it) fall back to a wrapping label.
 */
export function Field({
  label,
  children,
  hint,
  error,
  required,
  className,
}: {
  label: ReactNode;
  children: ReactNode;
  hint?: ReactNode;
  error?: unknown;
  required?: boolean;
  className?: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const message = error ? errorText(error, "This field is not valid") : undefined;
  const describedBy = [hint ? hintId : "", message ? errorId : ""].filter(Boolean).join(" ") || undefined;
  const single = isValidElement(children) ? (children as ReactElement<ControlProps>) : null;
  const controlId = single?.props.id ?? `${id}-control`;
  const legend = (
    <>
      {label}
      {required && (
        <span className="text-error" aria-hidden>
          {" "}
          *
        </span>
      )}
    </>
  );
  const extras = (
    <>
      {hint && (
        <span id={hintId} className="label text-xs whitespace-normal">
          {hint}
        </span>
      )}
      {message && (
        <span id={errorId} className="text-error text-sm" data-field-error>
          {message}
        </span>
      )}
    </>
  );
  if (!single) {
    return (
      <label className={`fieldset py-1 ${className ?? ""}`}>
        <span className="fieldset-legend py-1 text-sm">{legend}</span>
        {children}
        {extras}
      </label>
    );
  }
  return (
    <div className={`fieldset py-1 ${className ?? ""}`}>
      <label htmlFor={controlId} className="fieldset-legend py-1 text-sm">
        {legend}
      </label>
      {cloneElement(single, {
        id: controlId,
        "aria-invalid": message ? true : single.props["aria-invalid"],
        "aria-describedby": [single.props["aria-describedby"], describedBy].filter(Boolean).join(" ") || undefined,
        "aria-required": required || single.props["aria-required"],
      })}
      {extras}
    </div>
  );
}

/** daisyUI controls at full width; they pass every prop (and React 19's `ref`) through, so `register()` spreads in. */
export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={`input w-full ${className ?? ""}`} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={`select w-full ${className ?? ""}`} {...props} />;
}

export function TextArea({ className, rows = 3, ...props }: ComponentProps<"textarea">) {
  return <textarea className={`textarea w-full ${className ?? ""}`} rows={rows} {...props} />;
}

/** A checkbox with its label on the right (the label is the click target too). */
export function Checkbox({ label, className, ...props }: ComponentProps<"input"> & { label: ReactNode }) {
  return (
    <label className={`flex cursor-pointer items-center gap-2 py-1 text-sm ${className ?? ""}`}>
      <input type="checkbox" className="checkbox checkbox-sm" {...props} />
      <span>{label}</span>
    </label>
  );
}

/** The form-level message (the server's reason when it is not about one field). Announced when it appears. */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <div role="alert" className="alert alert-error alert-soft my-2 text-sm">
      {errorText(error)}
    </div>
  );
}

/** Submit and Cancel: "Saving..." while pending, "Save Changes" when editing, `createLabel` otherwise. */
export function FormActions({
  pending,
  disabled = false,
  editing = false,
  createLabel = "Save",
  onCancel,
  className = "mt-2",
}: {
  pending: boolean;
  disabled?: boolean;
  editing?: boolean;
  createLabel?: string;
  onCancel?: () => void;
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      <button type="submit" className="btn btn-primary btn-sm" disabled={disabled || pending}>
        {pending ? "Saving..." : editing ? "Save Changes" : createLabel}
      </button>
      {onCancel && (
        <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
          Cancel
        </button>
      )}
    </div>
  );
}

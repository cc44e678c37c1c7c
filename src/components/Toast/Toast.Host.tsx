import * as React from "react"
import styled from "@emotion/styled"
import { SnackbarContent, SnackbarProvider, useSnackbar } from "notistack"
import type { CustomContentProps } from "notistack"
import { useInterfaceText } from "../../hooks/use-interface-text"
import { Icon } from "../Icon/Icon"
import type { ToastMessage, ToastVariant } from "../../hooks/use-toast"

declare module "notistack" {
  interface VariantOverrides {
    destructive: true
    error: false
    warning: false
    info: false
  }
}

/** A toast waiting for notistack, numbered in the order it was asked for. */
export interface QueuedToast extends ToastMessage {
  id: number
}

export interface ToastHostProps {
  root: HTMLElement
  queue: QueuedToast[]
  onShown: (ids: number[]) => void
}

/** How long a toast stays; hovering it pauses the timer, and it has a close button. */
const TOAST_DURATION_MS = 6000

/** notistack's provider, rendering into the page's live region. Loaded on the first toast. */
export function ToastHost({ root, queue, onShown }: ToastHostProps) {
  return (
    <SnackbarProvider
      domRoot={root}
      maxSnack={3}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: "top", horizontal: "right" }}
      Components={{ default: Toast, success: Toast, destructive: Toast }}
    >
      <Enqueuer queue={queue} onShown={onShown} />
    </SnackbarProvider>
  )
}

function Enqueuer({ queue, onShown }: Omit<ToastHostProps, "root">) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar()
  const shownByGroup = React.useRef(new Map<string, string>())
  React.useEffect(() => {
    if (queue.length === 0) return
    for (const toast of queue) {
      const key = `toast-${toast.id}`
      if (toast.group) {
        const previous = shownByGroup.current.get(toast.group)
        if (previous) closeSnackbar(previous)
        shownByGroup.current.set(toast.group, key)
      }
      enqueueSnackbar({
        key,
        message: <ToastText title={toast.title} description={toast.description} />,
        variant: toast.variant ?? "default",
      })
    }
    onShown(queue.map((toast) => toast.id))
  }, [queue, enqueueSnackbar, closeSnackbar, onShown])
  return null
}

const VARIANT_ICONS: Record<ToastVariant, string> = { default: "info", success: "check", destructive: "alert" }

function ToastText({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <Title>{title}</Title>
      {description ? <Description>{description}</Description> : null}
    </>
  )
}

const Toast = React.forwardRef<HTMLDivElement, CustomContentProps>(function Toast(
  { id, message, variant, style },
  ref,
) {
  const { closeSnackbar } = useSnackbar()
  const { closeNotificationLabel } = useInterfaceText()
  const toastVariant = variant as ToastVariant
  return (
    <Card ref={ref} style={style} variant={toastVariant} data-toast-variant={toastVariant}>
      <VariantIcon name={VARIANT_ICONS[toastVariant]} size={22} />
      <Body>{message}</Body>
      <CloseButton type="button" aria-label={closeNotificationLabel} onClick={() => closeSnackbar(id)}>
        <Icon name="close" size={20} />
      </CloseButton>
    </Card>
  )
})

const Card = styled(SnackbarContent, { shouldForwardProp: (prop) => prop !== "variant" })<{
  variant: ToastVariant
}>(({ theme, variant }) => ({
  display: "flex",
  alignItems: "flex-start",
  gap: "0.75rem",
  width: "100%",
  maxWidth: "24rem",
  padding: "0.875rem 0.75rem 0.875rem 1rem",
  borderRadius: theme.radii.small,
  boxShadow: theme.shadows.raised,
  color: theme.colors.textOnDark,
  background: { default: theme.colors.navy, success: theme.colors.success, destructive: theme.colors.danger }[variant],
}))

const VariantIcon = styled(Icon)({ flex: "none", marginTop: "0.0625rem" })

const Body = styled.div({ flex: 1, minWidth: 0 })

const Title = styled.p({ margin: 0, fontWeight: 700, lineHeight: 1.35 })

// A description may hold a second line (the contact form adds the request's number under the SPEC's thanks).
const Description = styled.p({ margin: "0.25rem 0 0", lineHeight: 1.45, fontSize: "0.9375rem", whiteSpace: "pre-line" })

const CloseButton = styled.button(({ theme }) => ({
  flex: "none",
  display: "grid",
  placeItems: "center",
  width: "2.25rem",
  height: "2.25rem",
  marginTop: "-0.25rem",
  padding: 0,
  border: 0,
  borderRadius: theme.radii.small,
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
  "&:hover": { background: "rgba(255, 255, 255, 0.15)" },
  "&:focus-visible": { outline: `3px solid ${theme.colors.textOnDark}`, outlineOffset: "1px" },
}))

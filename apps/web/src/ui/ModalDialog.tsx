import type { ReactNode } from 'react';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';

/** A modal dialog: title, content and action buttons; dismissing it (Escape) calls onDismiss. */
export function ModalDialog({
  open,
  onDismiss,
  title,
  actions,
  contentClassName,
  children,
}: {
  open: boolean;
  onDismiss: () => void;
  title: ReactNode;
  actions: ReactNode;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onDismiss()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={contentClassName}>{children}</DialogContent>
          <DialogActions>{actions}</DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** A file attached to a record is at most this large unless the software settings say otherwise. */
export const defaultAttachmentMegabytes = 20;

/**
 * The size cap of an attached file, read where it is kept (the software settings: the settings module
 * gives its store with `configure`, as it gives the outbox its SMTP settings); the default without one.
 */
export class AttachmentLimits {
  private source?: () => Promise<number | null | undefined>;

  configure(source: () => Promise<number | null | undefined>) {
    this.source = source;
  }

  async maxMegabytes(): Promise<number> {
    const value = await this.source?.();
    return value && value > 0 ? value : defaultAttachmentMegabytes;
  }
}

import { createFileRoute } from "@tanstack/react-router";
import { SettingsPage } from "../features/settings/SettingsPage";
import { NotificationSettings } from "../features/notifications/NotificationSettings";
import { VoiceSettings } from "../features/voice/VoiceSettings";
import { BackupSection } from "../features/backup/BackupSection";
import { SignedInDevices } from "../features/session/SignedInDevices";

export const Route = createFileRoute("/settings")({
  component: () => (
    <SettingsPage
      extra={
        <>
          <BackupSection />
          <NotificationSettings />
          <VoiceSettings />
          <SignedInDevices />
        </>
      }
    />
  ),
});

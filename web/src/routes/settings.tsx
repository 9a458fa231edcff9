import { createFileRoute } from "@tanstack/react-router";
import { SettingsPage } from "../features/settings/SettingsPage";
import { NotificationSettings } from "../features/notifications/NotificationSettings";
import { VoiceSettings } from "../features/voice/VoiceSettings";

export const Route = createFileRoute("/settings")({
  component: () => (
    <SettingsPage
      extra={
        <>
          <NotificationSettings />
          <VoiceSettings />
        </>
      }
    />
  ),
});

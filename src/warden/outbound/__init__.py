"""What warden sends out: notifications to people, wake-ups to agents."""

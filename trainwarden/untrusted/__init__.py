"""What comes from outside and may be hostile: workflow inputs at the door, names that become
paths, files someone else wrote (read bounded, never blocking), regular expressions over a job's
output in linear time, secrets redacted from evidence, and pydantic's errors told to a person.

The rest of the product reads the outside world through these modules only; they import nothing
of the domain above them."""
